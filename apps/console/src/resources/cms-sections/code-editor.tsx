import { html } from '@codemirror/lang-html';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { editorHistory } from './editor-history';

/** Spec 2 §9: the section editor's constants. */
export const TAB_SIZE = 2;
export const FONT_SIZE_PX = 14;

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The accessible name of the editing area. */
  label: string;
  /** The id of the text that explains the keys (aria-describedby). */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Keyboard: Tab indents by two spaces inside the editor (that is what authors of HTML expect), so it
 * cannot also move the focus; Escape, then Tab (or Shift+Tab), leaves the editor instead, the usual
 * convention of code editors on the web (WCAG 2.1.2, no keyboard trap).
 */
function tabKeys() {
  let leaving = false;
  return [
    EditorView.domEventHandlers({
      keydown: (event) => {
        if (event.key === 'Escape') leaving = true;
        else if (event.key !== 'Tab' && event.key !== 'Shift') leaving = false;
        return false;
      },
    }),
    keymap.of([
      {
        key: 'Tab',
        run: (view) => {
          if (leaving) return (leaving = false);
          view.dispatch(view.state.replaceSelection(' '.repeat(TAB_SIZE)), { scrollIntoView: true, userEvent: 'input' });
          return true;
        },
        shift: () => (leaving ? (leaving = false) : true),
      },
      // A new line keeps the indentation of the one it leaves (the browser's own Enter would not).
      {
        key: 'Enter',
        run: (view) => {
          const line = view.state.doc.lineAt(view.state.selection.main.head);
          const indent = /^[ \t]*/.exec(line.text)![0];
          view.dispatch(view.state.replaceSelection(`\n${indent}`), { scrollIntoView: true, userEvent: 'input' });
          return true;
        },
      },
    ]),
  ];
}

const theme = EditorView.theme({
  '&': { fontSize: `${FONT_SIZE_PX}px`, border: '1px solid rgba(0, 0, 0, 0.23)', borderRadius: '4px', minHeight: '320px' },
  '&.cm-focused': { outline: '2px solid #1976d2', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', minHeight: '320px' },
  '.cm-content': { minHeight: '320px' },
});

/**
 * CodeMirror 6 in HTML mode (this module is its own chunk: only the section screens load it). The editor
 * owns its document; the form hears every change, and a value set from outside (a record loaded later)
 * replaces the document.
 */
export const CodeEditor = ({ value, onChange, onBlur, label, describedBy, invalid }: CodeEditorProps) => {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          drawSelection(),
          highlightActiveLine(),
          bracketMatching(),
          indentOnInput(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          html(),
          EditorState.tabSize.of(TAB_SIZE),
          indentUnit.of(' '.repeat(TAB_SIZE)),
          EditorView.lineWrapping,
          tabKeys(),
          editorHistory(),
          theme,
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-multiline': 'true',
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(invalid ? { 'aria-invalid': 'true' } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
            if (update.focusChanged && !update.view.hasFocus) callbacks.current.onBlur?.();
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; later values arrive through the effect below.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && value !== editor.state.doc.toString())
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} data-testid="code-editor" />;
};

export default CodeEditor;
