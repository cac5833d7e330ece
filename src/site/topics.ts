/** Open-question topics as the pages show them: a heading per topic, with a stable anchor. */
import type { VariantMeta } from '../engine/core/types.ts';

export const topicAnchor = (topic: string): string => `questions-${topic}`;
export const topicLabel = (topic: string): string => `${topic.charAt(0).toUpperCase()}${topic.slice(1)} questions`;

/** A variant's topics in the order its questions first name them. */
export const topicsOf = (meta: VariantMeta): string[] => [...new Set(meta.options.map((o) => o.topic))];
