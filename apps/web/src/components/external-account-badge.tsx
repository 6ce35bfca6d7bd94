import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyTooltip as Tooltip } from './lazy-tooltip';

/** The quote owner's account on another system (owner.external_code), when it has one: the list row and the quote header. */
export function ExternalAccountBadge({ code }: { code: string | null | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <Tooltip label={t('externalAccount.tooltip', { code })} withArrow>
      <Badge
        size="xs"
        variant="light"
        color="grape"
        radius="sm"
        tt="none"
        aria-label={t('externalAccount.label', { code })}
      >
        {code}
      </Badge>
    </Tooltip>
  );
}
