import SwiftUI
import XCTest

@testable import App

final class FeedViewTests: XCTestCase {
  func testFeedViewBuildsWithTheSample() {
    let view = FeedView().environmentObject(FeedModel.sample)
    XCTAssertNotNil(view)
  }
}
