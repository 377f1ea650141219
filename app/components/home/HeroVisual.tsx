/** A product-like composition in HTML: a pipeline board, a workflow and a booking card. Decorative. */

const COLUMNS = [
  { name: "New Lead", value: "$12.4k", cards: [["Maria G.", "Roof inspection"], ["Devon P.", "Gutter repair"]] },
  { name: "Booked", value: "$18.9k", cards: [["Alana W.", "Full replacement"]] },
  { name: "Won", value: "$41.2k", cards: [["Chris T.", "Storm damage"], ["Sam R.", "New build"]] },
];

const STEPS = [
  { label: "Form submitted", tone: "bg-brand-600" },
  { label: "Wait 1 minute", tone: "bg-slate-400" },
  { label: "Send SMS reply", tone: "bg-accent-600" },
  { label: "Create opportunity", tone: "bg-green-600" },
];

export function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      <div className="rounded-2xl border border-slate-200 bg-white/90 p-4 shadow-2xl shadow-brand-900/10 backdrop-blur sm:p-5">
        <div className="flex items-center justify-between border-b border-slate-100 pb-3">
          <div className="flex items-center gap-2">
            <span className="size-2.5 rounded-full bg-red-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-green-400" />
          </div>
          <p className="text-xs font-semibold text-slate-600">Sales Pipeline</p>
          <p className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-700">+32% this month</p>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
          {COLUMNS.map((column) => (
            <div key={column.name} className="rounded-xl bg-slate-50 p-2 sm:p-3">
              <p className="text-[11px] font-semibold text-slate-700 sm:text-xs">{column.name}</p>
              <p className="text-[11px] text-slate-500">{column.value}</p>
              <div className="mt-2 space-y-2">
                {column.cards.map(([name, job]) => (
                  <div key={name} className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
                    <p className="truncate text-[11px] font-semibold text-ink sm:text-xs">{name}</p>
                    <p className="truncate text-[10px] text-slate-500 sm:text-[11px]">{job}</p>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="relative -mt-6 ml-auto w-[78%] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:w-[70%]">
        <p className="text-xs font-semibold text-slate-700">Workflow · Speed to lead</p>
        <ol className="mt-3 space-y-2">
          {STEPS.map((step, index) => (
            <li key={step.label} className="flex items-center gap-3">
              <span className={`inline-flex size-6 items-center justify-center rounded-md text-[11px] font-bold text-white ${step.tone}`}>
                {index + 1}
              </span>
              <span className="text-xs text-slate-700 sm:text-sm">{step.label}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="absolute bottom-6 -left-2 hidden w-52 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:block lg:-left-8">
        <p className="text-xs font-semibold text-green-700">Appointment booked</p>
        <p className="mt-1 text-sm font-semibold text-ink">Free roof inspection</p>
        <p className="text-xs text-slate-600">Tue, 10:30 AM · Reminder set</p>
      </div>
    </div>
  );
}
