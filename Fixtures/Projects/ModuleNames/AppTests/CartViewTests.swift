import SwiftUI
import XCTest

@testable import StoreKitUI

final class CartViewTests: XCTestCase {
  func testCartViewBuildsWithTheSample() {
    let view = CartView().environmentObject(CartModel.sample)
    XCTAssertNotNil(view)
  }
}
