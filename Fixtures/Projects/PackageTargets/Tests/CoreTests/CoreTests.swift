import Core

func testNothing() {}
