import { useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import ImageExtension from '@tiptap/extension-image';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, Unlink } from 'lucide-react';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  label: string;
  /** The HTML the editor starts from (the server's sanitised version of the saved post). */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}

/** Addresses a link may point to: the web, mail, or a page of this shop. The server's sanitiser holds the same line. */
const LINK_PATTERN = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;

/**
 * Only what the blog's sanitiser keeps (blog-html-sanitizer.ts): headings 2 and 3, paragraphs, bold,
 * italic, lists, quotes, links and the images posts already carry. Anything else is switched off, so
 * what staff see while writing is what the storefront will show.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url) => LINK_PATTERN.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
  ImageExtension.configure({ inline: false }),
];

/** A rich-text field (TipTap) with a toolbar; its value is HTML, which the server sanitises on save. */
export function RichTextEditor({ label, initialHtml, onChange, error, hint }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions,
    content: initialHtml,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={`${styles.frame} ${error ? styles.invalid : ''}`}>
        <Toolbar editor={editor} label={label} />
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${styles.tool} ${active ? styles.active : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // Keep the text selection: a click on the toolbar must not take focus from the editor first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link') as { href?: string }).href ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  const size = 16;

  return (
    <div className={styles.toolbarWrap}>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label} formatting`}>
        <ToolButton label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 size={size} aria-hidden="true" />
        </ToolButton>
        <ToolButton label="Subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 size={size} aria-hidden="true" />
        </ToolButton>
        <span className={styles.separator} aria-hidden="true" />
        <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold size={size} aria-hidden="true" />
        </ToolButton>
        <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic size={size} aria-hidden="true" />
        </ToolButton>
        <span className={styles.separator} aria-hidden="true" />
        <ToolButton label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <List size={size} aria-hidden="true" />
        </ToolButton>
        <ToolButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered size={size} aria-hidden="true" />
        </ToolButton>
        <ToolButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote size={size} aria-hidden="true" />
        </ToolButton>
        <span className={styles.separator} aria-hidden="true" />
        <ToolButton label="Link" active={state.link || linkOpen} onClick={() => setLinkOpen((open) => !open)}>
          <Link2 size={size} aria-hidden="true" />
        </ToolButton>
        <ToolButton label="Remove link" disabled={!state.link} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
          <Unlink size={size} aria-hidden="true" />
        </ToolButton>
        <span className={styles.separator} aria-hidden="true" />
        <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 size={size} aria-hidden="true" />
        </ToolButton>
        <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 size={size} aria-hidden="true" />
        </ToolButton>
      </div>
      {linkOpen && (
        <LinkForm
          initial={state.href}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

/** The address of a link on the selected text; the selection stays in the editor while it is typed. */
function LinkForm({ initial, onApply, onCancel }: { initial: string; onApply: (href: string) => void; onCancel: () => void }) {
  const id = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');
  // Not a <form>: it sits inside the post's form, and forms may not nest.
  const apply = () => {
    const address = href.trim();
    if (!LINK_PATTERN.test(address)) {
      setError('Start the address with https://, http://, mailto: or / for a page of this shop');
      return;
    }
    onApply(address);
  };
  return (
    <div className={styles.linkForm}>
      <label htmlFor={id} className={styles.label}>
        Link address
      </label>
      <input
        id={id}
        className={styles.linkInput}
        type="url"
        value={href}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // The field is opened to be typed in at once.
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          // Enter would submit the post's form around this field.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') onCancel();
        }}
      />
      <button type="button" className={styles.linkButton} onClick={apply}>
        Apply link
      </button>
      <button type="button" className={styles.linkButton} onClick={onCancel}>
        Cancel
      </button>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
