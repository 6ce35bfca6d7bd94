import { Badge } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Whether a dated record applies today: in force, upcoming or expired. */
export function ValidityBadge({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('catalogue');
  const today = dayjs().format('YYYY-MM-DD');
  if (to < today)
    return (
      <Badge color="gray" variant="light" tt="none">
        {t('validity.expired')}
      </Badge>
    );
  if (from > today)
    return (
      <Badge color="blue" variant="light" tt="none">
        {t('validity.upcoming')}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light" tt="none">
      {t('validity.inForce')}
    </Badge>
  );
}
