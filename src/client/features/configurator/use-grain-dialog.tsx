import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import type { PriceBook } from '#core/pricing/price-book';
import type { Grain, SurfaceType } from '#core/surface/surface-options';
import { afterNextPaint } from '#client/shared/after-next-paint';
import { usePrefetchOnIdle } from '#client/shared/use-prefetch-on-idle';
import { scrollToSection } from './scroll-to-section';

// ADR 008: the grain dialog (with Radix's collapsible) is not needed before a wood card is
// clicked, so it stays out of the first load; it is fetched on idle, and mounted from the first
// click on (kept mounted after). It is held in state rather than React.lazy: a lazy component
// suspends on its first render even when its module is there, and React then holds the
// dialog back for 300 ms (its fallback throttle) after the click (ADR 008).
const loadGrainDialog = () => import('./grain-dialog/grain-dialog');
type GrainDialogModule = Awaited<ReturnType<typeof loadGrainDialog>>;

interface Options {
  species: readonly WoodSpeciesSummary[] | undefined;
  /** The configured wood, once the customer has chosen one. */
  selectedWood: string | null;
  surfaceType: SurfaceType;
  book: PriceBook | undefined;
  onInteraction: () => void;
  chooseSpecies: (speciesId: string, grain: Grain) => void;
}

/** The wood dialog of step 1: what opens it, and the dialog itself once its module is in. */
export function useGrainDialog({ species, selectedWood, surfaceType, book, onInteraction, chooseSpecies }: Options): {
  openSpecies: (speciesId: string) => void;
  dialog: ReactNode;
} {
  // The wood last opened stays while its dialog closes, so the closing dialog is not first
  // rendered again without it; the dialog is mounted from the first opening on.
  const [dialogSpeciesId, setDialogSpeciesId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [grainDialog, setGrainDialog] = useState<GrainDialogModule | null>(null);
  const fetchGrainDialog = useCallback(() => loadGrainDialog().then(setGrainDialog), []);
  usePrefetchOnIdle(fetchGrainDialog);
  const scrollAfterClose = useRef<string | null>(null);
  const selectSpecies = useCallback(
    (speciesId: string, grain: Grain) => {
      chooseSpecies(speciesId, grain);
      // CONF-05: next comes the layout for a countertop, otherwise the dimensions.
      scrollAfterClose.current = surfaceType === 'countertop' ? 'layout-heading' : 'dimensions-heading';
    },
    [chooseSpecies, surfaceType],
  );
  const closeSpecies = useCallback(() => setDialogOpen(false), []);
  const scrollAfterDialog = useCallback((event: Event) => {
    const target = scrollAfterClose.current;
    if (!target) return;
    scrollAfterClose.current = null;
    event.preventDefault();
    scrollToSection(target);
  }, []);
  const openSpecies = useCallback(
    (speciesId: string) => {
      onInteraction();
      setDialogSpeciesId(speciesId);
      setDialogOpen(true);
      // Clicked before the idle prefetch: the dialog opens once its module is in, asked for
      // after this frame, as asking adds the module's preload links to the document's head,
      // which costs the frame that answers the tap a restyle of the whole page (ADR 008).
      if (!grainDialog) afterNextPaint(() => void fetchGrainDialog());
    },
    [onInteraction, grainDialog, fetchGrainDialog],
  );

  const dialogSpecies = species?.find((s) => s.speciesId === dialogSpeciesId) ?? null;
  const dialog =
    grainDialog && dialogSpeciesId !== null ? (
      <grainDialog.GrainDialog
        open={dialogOpen && dialogSpecies !== null}
        onClose={closeSpecies}
        species={dialogSpecies}
        selectedWood={selectedWood}
        surfaceType={surfaceType}
        book={book}
        onSelect={selectSpecies}
        onCloseAutoFocus={scrollAfterDialog}
      />
    ) : null;
  return { openSpecies, dialog };
}
