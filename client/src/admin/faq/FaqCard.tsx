import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { faqCategoryLabel } from '../../../../shared/content.ts';
import { faqCategoryColor } from '../../public/faq/categories.ts';
import { LiveSwitch } from '../content-kit/LiveSwitch.tsx';
import { truncate } from '../content-kit/text.ts';
import type { Faq } from './faq-data.ts';

/** The answer is cut at 150 characters plus '...' in the list. */
const ANSWER_PREVIEW = 150;

/**
 * One FAQ in the list: its drag handle, category, Live switch, Edit and Delete, and the question
 * with the start of its answer (or, while it is edited, the edit form in their place).
 */
export function FaqCard({
  faq,
  drag,
  switching,
  editing,
  onSwitch,
  onEdit,
  onDelete,
}: {
  faq: Faq;
  drag: { handle: ReactNode; dragging: boolean };
  switching: boolean;
  /** The edit form, while this FAQ is edited. */
  editing: ReactNode;
  onSwitch(isActive: boolean): void;
  /** Null while an edit of this FAQ is open. */
  onEdit: (() => void) | null;
  onDelete(): void;
}) {
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      shadow={drag.dragging ? 'lg' : undefined}
      aria-label={faq.question}
      mb="sm"
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {drag.handle}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Badge variant="light" color={faqCategoryColor(faqCategoryLabel(faq.category))} radius="sm">
              {faqCategoryLabel(faq.category)}
            </Badge>
            <Group gap="sm" wrap="nowrap">
              <LiveSwitch checked={faq.isActive} onChange={onSwitch} name={faq.question} disabled={switching} />
              {onEdit && (
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    color="willow"
                    aria-label={`Edit FAQ: ${faq.question}`}
                    onClick={onEdit}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label="Delete">
                <ActionIcon variant="subtle" color="red" aria-label={`Delete FAQ: ${faq.question}`} onClick={onDelete}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          {editing ?? (
            <Stack gap={4} style={{ opacity: faq.isActive ? 1 : 0.6 }}>
              <Text fw={600} c="willow.9">
                {faq.question}
              </Text>
              <Text size="sm" c="gray.7">
                {faq.answer.length > ANSWER_PREVIEW ? truncate(faq.answer, ANSWER_PREVIEW) : faq.answer}
              </Text>
            </Stack>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
