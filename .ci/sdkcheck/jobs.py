"""Compilations run side by side, each once the ones it needs are done: one per core, across
the three SDKs' steps, so the cold caches of two SDKs build at once."""

import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor


class Job:
    """`run()` returns True when it passed; `blocked(name)` is called instead when a job it needs
    (`name`) did not pass."""

    def __init__(self, key, needs, run, blocked=None):
        self.key, self.needs, self.run, self.blocked = key, list(needs), run, blocked
        self.passed = None


def run_all(jobs, workers=None):
    """Runs `jobs` (a list, in an order where each job's needs come first), one per core."""
    by_key = {j.key: j for j in jobs}
    done = {}
    lock = threading.Condition()
    workers = workers or max(1, os.cpu_count() or 1)

    def wait_and_run(job):
        with lock:
            while not all(n in done for n in job.needs if n in by_key):
                lock.wait()
            failed = next((n for n in job.needs if n in by_key and not done[n]), None)
        if failed is not None:
            if job.blocked:
                job.blocked(failed)
            passed = False
        else:
            passed = bool(job.run())
        with lock:
            done[job.key] = passed
            job.passed = passed
            lock.notify_all()

    # A job waits for the jobs it needs in a thread of its own (waiting costs no core); a
    # semaphore lets `workers` of them compile at once.
    slots = threading.Semaphore(workers)

    def guarded(job):
        original = job.run

        def run():
            with slots:
                return original()
        job.run = run
        wait_and_run(job)

    with ThreadPoolExecutor(max_workers=len(jobs) or 1) as pool:
        for job in jobs:
            pool.submit(guarded, job)
    return {j.key: j.passed for j in jobs}


class Clock:
    """Seconds a step took, from its first job's start to its last job's end."""

    def __init__(self):
        self.spans = {}
        self.lock = threading.Lock()

    def timed(self, step, run):
        def wrapper():
            start = time.monotonic()
            try:
                return run()
            finally:
                end = time.monotonic()
                with self.lock:
                    first, last = self.spans.get(step, (start, end))
                    self.spans[step] = (min(first, start), max(last, end))
        return wrapper

    def seconds(self, step):
        first, last = self.spans.get(step, (0, 0))
        return round(last - first)
