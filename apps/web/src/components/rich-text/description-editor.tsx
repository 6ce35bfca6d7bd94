import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import '@mantine/tiptap/styles.css';

// TipTap is ~140 kB gzip: this module is its own chunk, loaded when a day or the quote's description is
// opened for editing (shared by the Itinerary and Basic information tabs).

export interface DescriptionEditorProps {
  /** HTML the editor starts with; a new value is taken only when the component is mounted again (key). */
  initial: string;
  onChange: (html: string) => void;
  label: string;
}

/** A description as rich text (HTML); the server cleans it before it stores it and again where it is shown. */
export function DescriptionEditor({ initial, onChange, label }: DescriptionEditorProps) {
  const editor = useEditor({
    // StarterKit 3 brings its own Link; Mantine's is the one its link control works with.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <RichTextEditor editor={editor} variant="subtle">
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={160} />
    </RichTextEditor>
  );
}
