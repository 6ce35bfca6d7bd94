import { Badge } from '@mantine/core';
import { LazyTooltip as Tooltip } from './lazy-tooltip';

/** The quote owner's account on another system (owner.external_code), when it has one: the list row and the quote header. */
export function ExternalAccountBadge({ code }: { code: string | null | undefined }) {
  if (!code) return null;
  return (
    <Tooltip label={`The owner's account on another system: ${code}`} withArrow>
      <Badge size="xs" variant="light" color="grape" radius="sm" tt="none" aria-label={`External account ${code}`}>
        {code}
      </Badge>
    </Tooltip>
  );
}
