import { JOB_STAGE_LABELS, stagesFor, type JobDelivery } from '#core/workshop/job-schemas';

/** A job's stages as a select's options, in their order on the floor, by its delivery (OPS-13). */
export function JobStageOptions({ delivery }: { delivery: JobDelivery }) {
  return (
    <>
      {stagesFor(delivery).map((stage) => (
        <option key={stage} value={stage}>
          {JOB_STAGE_LABELS[stage]}
        </option>
      ))}
    </>
  );
}
