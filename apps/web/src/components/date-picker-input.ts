// @mantine/dates with its styles, as one module to fetch lazily (lazy-date-picker-input.tsx).
import '@mantine/dates/styles.css';

export { DatePickerInput } from '@mantine/dates';
