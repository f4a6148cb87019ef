"""The results screen (`results`) and its review chart (`chart`)."""

from .results import ResultsScene as ResultsScene
