import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './side-link.module.css';

/**
 * One entry of the side bar, drawn as Mantine's NavLink drew it. NavLink brought its collapsible
 * children (Collapse, two collapse hooks, the accordion's chevron: ~3 kB gzip) to the first download,
 * and the side bar's entries have none (decision 0110).
 */
export function SideLink({
  to,
  label,
  icon,
  active,
  variant,
  bold,
  onClick,
  action,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  variant: 'light' | 'filled';
  bold?: boolean;
  onClick: () => void;
  action: string;
}) {
  return (
    <Link
      to={to}
      className={classes.link}
      data-active={active || undefined}
      data-variant={variant}
      data-action-type={action}
      onClick={onClick}
      style={bold ? { fontWeight: 500 } : undefined}
    >
      <span className={classes.section}>{icon}</span>
      <div className={classes.body}>
        <span className={classes.label}>{label}</span>
      </div>
    </Link>
  );
}
