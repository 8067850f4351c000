import type { AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';

/**
 * A group of an Autocomplete with `groupBy`, as a listbox may hold it: an ARIA group named by its
 * heading, with the options inside (MUI's own group is a plain list item holding a list, which a
 * listbox may not contain, so screen readers lose the options). Use it as `renderGroup`.
 */
export function renderListboxGroup({ key, group, children }: AutocompleteRenderGroupParams) {
  const headingId = `listbox-group-${String(key)}`;
  return (
    <li key={key} role="group" aria-labelledby={headingId}>
      <ListSubheader id={headingId} component="div" sx={{ top: -8 }}>
        {group}
      </ListSubheader>
      <ul role="presentation" style={{ padding: 0 }}>
        {children}
      </ul>
    </li>
  );
}
