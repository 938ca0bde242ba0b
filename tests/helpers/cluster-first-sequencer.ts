import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, but the cluster file first. With no durations from an earlier run (a fresh
 * clone, CI) vitest starts the largest files first; the cluster file is small and runs the
 * longest, mostly waiting on an outage and a drain, so started last it would be the last to
 * finish, and started first it runs beside the browser files.
 */
export class ClusterFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isCluster = (file: TestSpecification) => file.project.name === 'cluster';
    return [...sorted.filter(isCluster), ...sorted.filter((file) => !isCluster(file))];
  }
}
