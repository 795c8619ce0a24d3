/** The emulator's content generators, as the server consumes them (types.ts EmulatorContent). */
import { compileJourneyPlan, generateJourneyReport, journeyTimeline } from './journeys-content.js';
import { generateConformanceReport } from './reports.js';
import { modulesFor, rosterHash, suiteListing } from './roster.js';
import type { EmulatorContent } from './types.js';

export const content: EmulatorContent = {
  suiteListing,
  modulesFor,
  rosterHash,
  generateConformanceReport,
  compileJourneyPlan,
  journeyTimeline,
  generateJourneyReport,
};
