import { useMemo, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@tiix/shared-ui';
import type { ScoredGameFieldsFragment } from './operations';
import { formatGameTime } from '@tiix/domain';
import { moveItem } from './gamesModel';
import { Glyph } from '../../shared/Glyph';

export const REORDER_INSTRUCTIONS =
  'To pick up a game, press Space or Enter. Use the Up and Down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.';

interface ReorderListProps {
  games: readonly ScoredGameFieldsFragment[];
  /** Game ids in the starting order. */
  initial: readonly string[];
  saving: boolean;
  onSave: (ids: string[]) => void;
  onCancel: () => void;
}

function HandleIcon() {
  return (
    <Glyph size={16} d="M9 5h2v2H9zm4 0h2v2h-2zM9 11h2v2H9zm4 0h2v2h-2zm-4 6h2v2H9zm4 0h2v2h-2z" />
  );
}

function SortableGame({ game, position }: { game: ScoredGameFieldsFragment; position: number }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: game.id });
  return (
    <li
      ref={setNodeRef}
      className={`gm-reorder__item${isDragging ? ' gm-reorder__item--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-game-id={game.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="gm-reorder__handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${game.opponent}`}
      >
        <HandleIcon />
      </button>
      <span className="gm-reorder__rank">{position}</span>
      <span className="gm-reorder__name">{game.opponent}</span>
      <span className="gm-reorder__time">{formatGameTime(game)}</span>
    </li>
  );
}

/** Drag-and-drop (or keyboard) ordering of the whole upcoming list, saved as ranks 1..n. */
export function ReorderList({ games, initial, saving, onSave, onCancel }: ReorderListProps) {
  const [order, setOrder] = useState<string[]>(() => [...initial]);
  const byId = useMemo(() => new Map(games.map((g) => [g.id, g])), [games]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const name = (id: UniqueIdentifier) => byId.get(String(id))?.opponent ?? 'game';
  const place = (id: UniqueIdentifier) => order.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}, rank ${place(active.id)} of ${order.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} moved to rank ${place(over.id)} of ${order.length}.`
        : `${name(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at rank ${place(over.id)} of ${order.length}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled.`,
  };
  const instructions: ScreenReaderInstructions = { draggable: REORDER_INSTRUCTIONS };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((prev) =>
      moveItem(prev, prev.indexOf(String(active.id)), prev.indexOf(String(over.id))),
    );
  };

  return (
    <div className="gm-reorder">
      <p className="gm-reorder__hint">Drag the games into your order, best first.</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="gm-reorder__list" aria-label="Upcoming games in your order">
            {order.map((id, i) => {
              const game = byId.get(id);
              return game ? <SortableGame key={id} game={game} position={i + 1} /> : null;
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="gm-reorder__actions">
        <Button loading={saving} onClick={() => onSave(order)}>
          Save order
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
