import { useId, type ChangeEvent } from 'react';
import { CheckIcon } from '@mantine/core';
import classes from './checkbox-field.module.css';

/**
 * A checkbox with its label, drawn as Mantine's Checkbox draws one, for the sign-in screen: Mantine's
 * brought its group, card and indicator parts (~2.5 kB gzip) to the first download for one box
 * (decision 0110). Screens fetched later keep Mantine's.
 */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div className={classes.root}>
      <div className={classes.inner}>
        <input
          id={id}
          type="checkbox"
          className={`${classes.input} mantine-focus-auto`}
          checked={checked}
          onChange={onChange}
        />
        <CheckIcon className={classes.icon} />
      </div>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
    </div>
  );
}
