import XCTest

final class PanelsTests: XCTestCase {}
