import { Badge } from '@mantine/core';
import dayjs from 'dayjs';

/** Whether a dated record applies today: in force, upcoming or expired. */
export function ValidityBadge({ from, to }: { from: string; to: string }) {
  const today = dayjs().format('YYYY-MM-DD');
  if (to < today)
    return (
      <Badge color="gray" variant="light" tt="none">
        Expired
      </Badge>
    );
  if (from > today)
    return (
      <Badge color="blue" variant="light" tt="none">
        Upcoming
      </Badge>
    );
  return (
    <Badge color="teal" variant="light" tt="none">
      In force
    </Badge>
  );
}

export const formatDay = (value: string) => dayjs(value).format('MMM D, YYYY');
