/**
 * Jest globalSetup of the api project: when TEST_DB=mysql, checks once that MariaDB/MySQL answers.
 * Unreachable + REQUIRE_MYSQL=1 fails the run loudly; otherwise the api suites are skipped with a
 * warning (TEST_MYSQL_UNAVAILABLE=1 tells them so).
 */
const mysql = require('mysql2/promise');

module.exports = async function checkMysql() {
  if (process.env.TEST_DB !== 'mysql') return;
  const settings = {
    host: process.env.TEST_MYSQL_HOST || '127.0.0.1',
    port: Number(process.env.TEST_MYSQL_PORT || 3306),
    user: process.env.TEST_MYSQL_USER || 'root',
    password: process.env.TEST_MYSQL_PASSWORD || '',
    connectTimeout: 3000,
  };
  try {
    const conn = await mysql.createConnection(settings);
    await conn.query('SELECT 1');
    await conn.end();
  } catch (error) {
    const where = `${settings.user}@${settings.host}:${settings.port}`;
    if (process.env.REQUIRE_MYSQL === '1') {
      throw new Error(
        `TEST_DB=mysql and REQUIRE_MYSQL=1, but MySQL/MariaDB at ${where} is unreachable: ${error.message}`,
      );
    }
    console.warn(
      `\n[api tests] MySQL/MariaDB at ${where} is unreachable (${error.message}); skipping the api suites.\n`,
    );
    process.env.TEST_MYSQL_UNAVAILABLE = '1';
  }
};
