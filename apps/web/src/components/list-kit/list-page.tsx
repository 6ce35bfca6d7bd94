import type { ComponentType, ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { ListBody, ListCount } from './list-body';
import type { ListScreen } from './use-list-screen';

export interface ListPageProps {
  screen: Pick<ListScreen, 'noun' | 'view'>;
  Icon: ComponentType<{ size?: number }>;
  title: string;
  description: string;
  /** Starts a new row: in the header, and again in the "nothing yet" state. */
  newButton: ReactNode;
  /** What the "nothing yet" state says. */
  nothingYet: { title: string; text: string };
  filters: ReactNode;
  /** The table. */
  children: ReactNode;
}

/** A list screen: the header with the row count and the new-row button, then the list's body. */
export function ListPage({
  screen: { noun, view },
  Icon,
  title,
  description,
  newButton,
  nothingYet,
  filters,
  children,
}: ListPageProps) {
  return (
    <>
      <PageHeader
        icon={<Icon size={24} />}
        title={title}
        description={description}
        aside={
          <>
            {view.loaded && !view.nothingYet && <ListCount total={view.total} noun={noun} />}
            {newButton}
          </>
        }
      />
      <ListBody
        noun={noun}
        view={view}
        nothingYet={{ icon: <Icon size={32} />, ...nothingYet, action: newButton }}
        filters={filters}
      >
        {children}
      </ListBody>
    </>
  );
}
