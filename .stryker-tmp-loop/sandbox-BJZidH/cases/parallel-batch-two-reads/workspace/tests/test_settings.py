import unittest

from services.api import settings as api
from services.worker import settings as worker


class SharedQueueTest(unittest.TestCase):
    def test_worker_consumes_the_queue_the_api_publishes_to(self):
        self.assertEqual(worker.QUEUE_NAME, api.QUEUE_NAME)
        self.assertEqual(worker.QUEUE_URL, api.QUEUE_URL)

    def test_api_queue_is_versioned(self):
        self.assertEqual(api.QUEUE_NAME, "orders.v2")


if __name__ == "__main__":
    unittest.main()
