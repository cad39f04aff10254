import { ActionIcon, Box } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * closestCenter, but only while the pointer is over the list: closestCenter alone always finds a
 * nearest row, so a row released over the sidebar or the preview "dropped" on the row nearest to
 * it and moved. Outside the rows' bounds there is no target and nothing changes. The
 * keyboard has no pointer and keeps closestCenter.
 */
const closestCenterWithinList: CollisionDetection = (args) => {
  const pointer = args.pointerCoordinates;
  if (pointer) {
    let top = Infinity;
    let bottom = -Infinity;
    let left = Infinity;
    let right = -Infinity;
    for (const rect of args.droppableRects.values()) {
      top = Math.min(top, rect.top);
      bottom = Math.max(bottom, rect.bottom);
      left = Math.min(left, rect.left);
      right = Math.max(right, rect.right);
    }
    if (pointer.x < left || pointer.x > right || pointer.y < top || pointer.y > bottom) return [];
  }
  return closestCenter(args);
};

export interface DragHandle {
  /** The grip button: drag it with a pointer, or focus it and use Space, the arrow keys and Space again. */
  handle: ReactNode;
  dragging: boolean;
}

/**
 * A vertical list reordered by dragging a handle (dnd-kit), with the keyboard too
 * (KeyboardSensor + sortableKeyboardCoordinates) and spoken announcements that name the items.
 * Dropping outside the list, or where it started, changes nothing.
 */
export function SortableList<T extends { id: string }>({
  items,
  name,
  onReorder,
  children,
  disabled,
}: {
  items: T[];
  /** A readable name of an item, for the handle's label and the announcements. */
  name: (item: T) => string;
  onReorder: (ids: string[]) => void;
  children: (item: T, drag: DragHandle) => ReactNode;
  disabled?: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? `"${name(item)}"` : 'the item';
  };
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} is outside the list.`),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; the order is unchanged.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenterWithinList}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To reorder, press Space to pick the item up, use the arrow keys to move it, and press Space again to drop it. Press Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        {items.map((item) => (
          <SortableRow key={item.id} id={item.id} label={name(item)} disabled={disabled}>
            {(drag) => children(item, drag)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, disabled, children }: { id: string; label: string; disabled?: boolean; children: (drag: DragHandle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      style={{ cursor: disabled ? 'not-allowed' : isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder: ${label}`}
      aria-roledescription="sortable"
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
  return (
    <Box
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 10 : undefined,
        opacity: isDragging ? 0.92 : 1,
      }}
    >
      {children({ handle, dragging: isDragging })}
    </Box>
  );
}
