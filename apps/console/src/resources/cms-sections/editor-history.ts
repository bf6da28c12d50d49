import { Annotation, StateField, type ChangeSet } from '@codemirror/state';
import { keymap, type EditorView } from '@codemirror/view';

/**
 * Undo and redo for the section editor (Ctrl/Cmd+Z, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z). CodeMirror's own
 * history lives in @codemirror/commands, which this workspace does not have; this keeps the inverse of
 * each change, typing within half a second counting as one step, the way editors group keystrokes.
 */
const GROUP_MS = 500;
const MAX_STEPS = 500;

type Step = 'undo' | 'redo';
const stepAnnotation = Annotation.define<Step>();

interface History {
  done: ChangeSet[];
  undone: ChangeSet[];
  lastTime: number;
}

const historyField = StateField.define<History>({
  create: () => ({ done: [], undone: [], lastTime: 0 }),
  update(history, tr) {
    if (!tr.docChanged) return history;
    const inverse = tr.changes.invert(tr.startState.doc);
    const step = tr.annotation(stepAnnotation);
    if (step === 'undo') return { done: history.done.slice(0, -1), undone: [...history.undone, inverse], lastTime: 0 };
    if (step === 'redo') return { done: [...history.done, inverse], undone: history.undone.slice(0, -1), lastTime: 0 };
    const now = Date.now();
    const previous = history.done.at(-1);
    // Undoing "A then B" applies B's inverse, then A's.
    if (previous && tr.isUserEvent('input.type') && now - history.lastTime < GROUP_MS)
      return { done: [...history.done.slice(0, -1), inverse.compose(previous)], undone: [], lastTime: now };
    return { done: [...history.done.slice(-MAX_STEPS), inverse], undone: [], lastTime: now };
  },
});

function run(step: Step) {
  return (view: EditorView): boolean => {
    const history = view.state.field(historyField);
    const change = (step === 'undo' ? history.done : history.undone).at(-1);
    if (!change) return false;
    view.dispatch({ changes: change, annotations: stepAnnotation.of(step), scrollIntoView: true });
    return true;
  };
}

export const editorHistory = () => [
  historyField,
  keymap.of([
    { key: 'Mod-z', run: run('undo'), preventDefault: true },
    { key: 'Mod-y', run: run('redo'), preventDefault: true },
    { key: 'Mod-Shift-z', run: run('redo'), preventDefault: true },
  ]),
];
