import type { ColorType, DisplayOptionId, ImageSlot, ProposalDiff } from '@itinera/domain';

// The shapes of the publishing calls (docs: /tmp plan → decision 0029; original-client.md §5.6, I17–I19). The
// configuration keeps the original client's field names: the same body serves it and this screen.

export interface PublishImage {
  id: number;
  thumbnail_350X240: string;
  thumbnail_1200X725: string;
  name: string;
}

export interface PublishImageGroup {
  type: ImageSlot;
  /** The stored image group's id (null until saved). */
  id: number | null;
  /** A slot with no picture answers the template's cover with id null (for the original client): not a choice. */
  images_full: (Omit<PublishImage, 'id'> & { id: number | null })[];
}

export interface PublishColor {
  id: number | null;
  value: string;
  type: ColorType;
  label: string;
}

/** I18: the quote's publish configuration; `config.id` present means published, `code` '' means never. */
export interface PublishConfig {
  code: string;
  config: {
    id: number | null;
    id_template: number;
    contents: Array<{ id: number | null; id_content: DisplayOptionId }>;
    colors: PublishColor[];
    /** Decisions 0068 and 0071: the level the page shows as recommended (null: none) — used only when the page offers it. */
    recommended_level: number | null;
    /** Decision 0068: what the client reads after "yes" (null: the page's default words), plain text. */
    next_steps: string | null;
  };
  images: PublishImageGroup[];
}

/** I19 body. */
export interface PublishConfigBody {
  config: {
    id: number | null;
    id_template: number;
    contents: Array<{ id: number | null; id_content: number; status?: -1 }>;
    colors: PublishColor[];
    /** Always sent by this screen (null clears); the original client leaves both out, which keeps them. */
    recommended_level: number | null;
    next_steps: string | null;
  };
  images: Array<{ type: ImageSlot; id: number | null; images: string }>;
}

export interface WebTemplate {
  id: number;
  name: string;
  path: string;
  cover: string;
}

export type PdfStatus = 'pending' | 'ready' | 'failed';

export interface Publication {
  id: number;
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  pdf: { status: PdfStatus; url: string | null };
}

export interface EngagementEvent {
  kind: 'open' | 'read' | 'level' | 'accept' | 'pdf';
  at: string;
  version: number;
  section?: string | null;
  seconds?: number | null;
  level?: 1 | 2 | 3 | null;
}

/** GET /tenant/itinerary/publish/{uuid}/state. */
export interface PublishState {
  link: { code: string; url: string; createdAt: string; expiresAt: string | null; revokedAt: string | null } | null;
  publications: Publication[];
  lastSeen: { version: number; at: string } | null;
  events: EngagementEvent[];
  accepted: { level: 1 | 2 | 3; at: string; message: string | null; version: number } | null;
  currentVersion: number;
}

/** GET /tenant/itinerary/publish/{uuid}/diff: the domain's diffProposals with the two versions. */
export type PublishDiff = ProposalDiff & { published: { version: number }; current: { version: number } };
