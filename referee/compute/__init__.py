"""A bounded pool of processes for long computation (expert searches, big transcripts, dry-run
sampling), served on a Unix socket so that no worker answering requests computes for long.

`wire` frames the jobs and their answers, `jobs` holds what the pool runs, `pool` is the
server (`referee compute-pool`), and `launch` starts it beside gunicorn. The app reaches it
through `referee.api.offload`.
"""
