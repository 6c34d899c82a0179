/**
 * How fast the demo formation notices a dead primary. pg_auto_failover's defaults (a node is
 * unhealthy after 20 s, the monitor waits 30 s for a lost primary to demote itself) suit
 * machines across a network; on one machine a second or two is enough, so the failover test
 * measures the promotion rather than the waiting. The keeper side moves with it: a primary that
 * loses the monitor and every standby demotes itself after network_partition_timeout, which
 * stays below the monitor's primary_demote_timeout, so two primaries never take writes at once.
 */
export const monitorTuning = [
  'alter system set pgautofailover.health_check_period = 1000',
  'alter system set pgautofailover.health_check_timeout = 1000',
  'alter system set pgautofailover.health_check_max_retries = 1',
  'alter system set pgautofailover.health_check_retry_delay = 500',
  'alter system set pgautofailover.node_considered_unhealthy_timeout = 3000',
  'alter system set pgautofailover.primary_demote_timeout = 5000',
  'select pg_reload_conf()',
];

export const nodeTimeouts: [string, string][] = [['timeout.network_partition_timeout', '3']];
