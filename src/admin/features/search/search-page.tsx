import { useState, type FormEvent } from 'react';
import { synonymGroupInputSchema, type SearchMiss, type SynonymGroup } from '../../../shared/search/search-admin.schema';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteSynonyms, useSaveSynonyms, useSearchMisses, useSynonyms } from './api/search-admin';

const splitTerms = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');

/** One form for a new group and for editing one: words and phrases separated by commas. */
function SynonymForm({ group, onDone }: { group?: SynonymGroup; onDone?: () => void }) {
  const save = useSaveSynonyms();
  const [text, setText] = useState(group ? group.terms.join(', ') : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(synonymGroupInputSchema, { terms: splitTerms(text) });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok)
      save.mutate(
        { id: group?.id, terms: result.data.terms },
        {
          onSuccess: () => {
            if (!group) setText('');
            onDone?.();
          },
        },
      );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={group ? `Edit synonyms ${group.terms.join(', ')}` : 'Add synonyms'}>
      <TextField
        label={group ? 'Words and phrases' : 'New group of synonyms'}
        value={text}
        onChange={setText}
        error={errors.terms}
        hint="Separated by commas, e.g. geyser, water heater, gijar. A search for any of them finds products that say any other."
      />
      <FormAlert message={save.error?.message} />
      <Button type="submit" variant="primary" pending={save.isPending}>
        {group ? 'Save' : 'Add group'}
      </Button>
    </form>
  );
}

function SynonymRow({ group }: { group: SynonymGroup }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteSynonyms();
  if (editing) return <SynonymForm group={group} onDone={() => setEditing(false)} />;
  return (
    <span>
      {group.terms.join(' ↔ ')}{' '}
      <Button type="button" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${group.terms.join(', ')}`}>
        Edit
      </Button>{' '}
      <Button type="button" size="sm" onClick={() => remove.mutate(group.id)} pending={remove.isPending} aria-label={`Remove ${group.terms.join(', ')}`}>
        Remove
      </Button>
    </span>
  );
}

const missColumns: readonly Column<SearchMiss>[] = [
  { key: 'query', header: 'Search', rowHeader: true, cell: (m) => m.query },
  { key: 'count', header: 'Times', align: 'end', cell: (m) => m.count },
  { key: 'last', header: 'Last searched', cell: (m) => formatDateTime(m.lastSeenAt) },
  { key: 'first', header: 'First searched', hideNarrow: true, cell: (m) => formatDateTime(m.firstSeenAt) },
];

/** Search for staff: the synonyms shoppers' words are matched with, and what they searched for and did not find. */
export default function SearchAdminPage() {
  useDocumentTitle('Search');
  const synonyms = useSynonyms();
  const misses = useSearchMisses(1);
  return (
    <>
      <PageHeader title="Search" />
      <Panel title="Searches that found nothing">
        <DataTable
          caption="Searches that found nothing, most frequent first"
          rows={misses.data?.items}
          rowKey={(m) => m.query}
          loading={misses.isPending}
          emptyMessage="Every search found something so far."
          columns={missColumns}
        />
      </Panel>
      <Panel title="Synonyms">
        <SynonymForm />
        <ul aria-label="Synonym groups">
          {(synonyms.data ?? []).map((group) => (
            <li key={group.id}>
              <SynonymRow group={group} />
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
