import './prismManual.ts';
import Prism from 'prismjs';
import { useId } from 'react';
import EditorModule from 'react-simple-code-editor';
import './htmlEditor.css';

/**
 * The package is CommonJS (`exports.default = Editor`): the bundler hands the build the exports
 * object where the dev server and tests hand the component itself.
 */
const Editor = (EditorModule as unknown as { default?: typeof EditorModule }).default ?? EditorModule;

const highlight = (code: string): string => Prism.highlight(code, Prism.languages.markup, 'markup');

/**
 * The HTML source editor of an email template (loaded lazily with the template page): a plain
 * textarea under a Prism-highlighted copy of the text (react-simple-code-editor), so typing,
 * selection, undo and the clipboard are the browser's own. Tab moves the focus on, as in any form.
 */
export function HtmlEditor({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  const id = useId();
  return (
    <div data-testid="html-editor" className="html-editor">
      <label htmlFor={id} className="html-editor-label">{label}</label>
      <Editor value={value} onValueChange={onChange} highlight={highlight} textareaId={id} ignoreTabKey padding={10} className="html-editor-code" />
    </div>
  );
}
