// The drawing of assets/img/placeholders/doctor-avatar.svg, inlined so the placeholder needs no served file.
export const DOCTOR_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="Doctor">
  <rect width="96" height="96" fill="#dde7ee"/>
  <circle cx="48" cy="36" r="17" fill="#8aa4b8"/>
  <path d="M16 96c2-20 15-32 32-32s30 12 32 32z" fill="#8aa4b8"/>
  <path d="M40 66l8 10 8-10" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
  <path d="M34 68v8a6 6 0 0 0 12 0M62 68v10" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>
  <circle cx="62" cy="81" r="3" fill="#fff"/>
</svg>`;
