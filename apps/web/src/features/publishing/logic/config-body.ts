import { COLOR_LABELS, COLOR_TYPES, IMAGE_SLOTS } from '@itinera/domain';
import type { PublishConfig, PublishConfigBody } from '../api/types';
import type { ConfigForm } from './config-form';

/**
 * The I19 body (original-client.md §5.6) from the stored configuration and the form: a chosen option already
 * stored keeps its id, a new one gets id null, a removed one is re-sent with status -1; one colour
 * per type, keeping the stored id; one image item per slot that has images or a stored group,
 * the asset ids as the literal "{1,2}". The sale settings (decisions 0068 and 0071) are always sent, null for none:
 * the next steps trimmed as the server stores them, so untouched blanks do not count as a change.
 */
export function buildConfigBody(stored: PublishConfig, form: ConfigForm): PublishConfigBody {
  const storedContents = stored.config.contents;
  const chosen = new Set<number>(form.options);
  const contents: PublishConfigBody['config']['contents'] = [...chosen]
    .sort((a, b) => a - b)
    .map((idContent) => ({
      id: storedContents.find((c) => c.id_content === idContent)?.id ?? null,
      id_content: idContent,
    }));
  for (const content of storedContents)
    if (!chosen.has(content.id_content) && content.id !== null)
      contents.push({ id: content.id, id_content: content.id_content, status: -1 });

  const colors = COLOR_TYPES.map((type) => ({
    id: stored.config.colors.find((c) => c.type === type)?.id ?? null,
    value: form.colors[type],
    type,
    label: COLOR_LABELS[type],
  }));

  const images: PublishConfigBody['images'] = [];
  for (const type of IMAGE_SLOTS) {
    const groupId = stored.images.find((g) => g.type === type)?.id ?? null;
    const ids = form.images[type].map((image) => image.id);
    if (ids.length === 0 && groupId === null) continue;
    images.push({ type, id: groupId, images: `{${ids.join(',')}}` });
  }

  return {
    config: {
      id: stored.config.id ?? null,
      id_template: form.templateId,
      contents,
      colors,
      recommended_level: form.recommendedLevel,
      next_steps: form.nextSteps.trim() || null,
    },
    images,
  };
}
