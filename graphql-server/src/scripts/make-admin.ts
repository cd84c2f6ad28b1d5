import { runCli } from '../cli';

const USAGE = 'usage: npm run make-admin -- COLLEGE_ID';

runCli(USAGE, async (services, [collegeId]) => {
  if (!collegeId) {
    console.error(USAGE);
    return 2;
  }
  const user = await services.users.setRoleByCollegeId(collegeId, 'admin');
  if (!user) {
    console.error(
      `No account with registration id ${collegeId}. It must sign up first (or list it in ADMIN_COLLEGE_IDS).`,
    );
    return 1;
  }
  console.log(`${user.name} (${user.collegeId}) is now an admin.`);
  return 0;
});
