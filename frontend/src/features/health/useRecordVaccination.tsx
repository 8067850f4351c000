import { useState, type ReactNode } from 'react';
import { lazyDialog } from '../../components/lazyDialog';
import { useToast } from '../../components/useToast';
import type { TodoVaccination } from './health';

const VaccinationDialog = lazyDialog(() => import('./VaccinationDialog').then((m) => m.VaccinationDialog), (p) => p.todo !== null);

/**
 * Catat Vaksinasi for a screen: `record(todo)` opens the dialog for a program row of a flock on
 * `date`; `element` (the dialog and its toast) goes into the screen; after a save that reached the
 * server, `refresh()` reads the program's state again (a queued save shows as waiting instead).
 */
export function useRecordVaccination(date: string, refresh: () => unknown): { record: (todo: TodoVaccination) => void; element: ReactNode } {
  const [todo, setTodo] = useState<TodoVaccination | null>(null);
  const { toast, showToast } = useToast(2500);
  const element = (
    <>
      <VaccinationDialog
        todo={todo}
        date={date}
        onClose={() => setTodo(null)}
        onSaved={(message, queued) => {
          setTodo(null);
          showToast(message, queued ? 'info' : 'success');
          if (!queued) void refresh();
        }}
      />
      {toast}
    </>
  );
  return { record: setTodo, element };
}
