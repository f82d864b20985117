import { JOB_STAGE_LABELS, JOB_STAGES } from '#core/workshop/job-schemas';

/** The stages as a select's options, in their order on the floor (OPS-13). */
export function JobStageOptions() {
  return (
    <>
      {JOB_STAGES.map((stage) => (
        <option key={stage} value={stage}>
          {JOB_STAGE_LABELS[stage]}
        </option>
      ))}
    </>
  );
}
