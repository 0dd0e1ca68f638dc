import Foundation
import TestSupport
import XCTest

/// Which declarations a file sees: those of every module that compiles it (a shared file in
/// an app and its widget counts in both), and never those of a module of the same name in
/// another project of the run.
final class ModuleIdentityTests: CLITestCase {
  /// `Library/Palette.swift` is in the widget's and the app's Sources phases (the widget
  /// listed first); each target has its own `BasketView`. The app's `Color.shop.warning`
  /// is the palette's colour, not a guess.
  func testAFileInTwoTargetsCountsInBothModules() throws {
    let result = try run(
      ["check", "--only", "foreground-style", "--include-review", "SharedFile"],
      in: copyProjects("SharedFile"))
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      SharedFile/App/BasketView.swift:8:7: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]
      SharedFile/Widget/BasketWidget.swift:7:7: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour; in a widget, foregroundStyle may render differently [foreground-style, review]

      """)
    XCTAssertEqual(
      result.stderr,
      """
      note: Shop (SharedFile/Shop.xcodeproj, target Shop): iOS 16.0
      note: ShopWidget (SharedFile/Shop.xcodeproj, target ShopWidget): iOS 17.0; widget extension
      swiftui-migrate check: 3 files read, 2 would change, 2 fixes (foreground-style 2), 0 diagnostics

      """)
  }

  /// Two unrelated projects side by side, each with a target `App` declaring `RootView`:
  /// each project's `RootView` is its own, so Mail's colour is found.
  func testSameNamedModulesOfTwoProjectsStayApart() throws {
    let result = try run(
      ["check", "--only", "foreground-style", "--include-review", "TwinProjects"],
      in: copyProjects("TwinProjects"))
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      TwinProjects/Mail/App/RootView.swift:6:7: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]

      """)
    XCTAssertEqual(
      result.stderr,
      """
      note: App (TwinProjects/Chat/project.yml, target App): iOS 16.0
      note: App (TwinProjects/Mail/project.yml, target App): iOS 16.0
      swiftui-migrate check: 3 files read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics

      """)
  }

  /// `AppTests/FeedViewTests.swift` has `@testable import App`: it sees App's internal
  /// `FeedModel.sample`, so its `.environmentObject(FeedModel.sample)` converts with the
  /// class (it stayed, and no longer compiled against the @Observable class).
  func testATestTargetSeesTheInternalsOfItsTestableImport() throws {
    let result = try run(
      ["diff", "--only", "observable-macro", "--include-review", "TestableImport"],
      in: copyProjects("TestableImport"))
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      --- a/TestableImport/App/FeedModel.swift
      +++ b/TestableImport/App/FeedModel.swift
      @@ -1,13 +1,14 @@ observable-macro (review)
       import SwiftUI
       
      -final class FeedModel: ObservableObject {
      +@Observable
      +final class FeedModel {
         static let sample = FeedModel()
       
      -  @Published var items: [String] = []
      +  var items: [String] = []
       }
       
       struct FeedView: View {
      -  @EnvironmentObject var model: FeedModel
      +  @Environment(FeedModel.self) var model
       
         var body: some View {
           List(model.items, id: \\.self) { Text($0) }
      --- a/TestableImport/AppTests/FeedViewTests.swift
      +++ b/TestableImport/AppTests/FeedViewTests.swift
      @@ -5,7 +5,7 @@ observable-macro (review)
       
       final class FeedViewTests: XCTestCase {
         func testFeedViewBuildsWithTheSample() {
      -    let view = FeedView().environmentObject(FeedModel.sample)
      +    let view = FeedView().environment(FeedModel.sample)
           XCTAssertNotNil(view)
         }
       }

      """)
  }

  /// The app target `Store App` builds the module `StoreKitUI` (`PRODUCT_MODULE_NAME`), which
  /// its tests import as testable: they see its internal `CartModel.sample`, and their
  /// `.environmentObject(CartModel.sample)` converts with the class.
  func testATestableImportOfTheProductModuleName() throws {
    let result = try run(
      ["diff", "--only", "observable-macro", "--include-review", "ModuleNames"],
      in: copyProjects("ModuleNames"))
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      --- a/ModuleNames/App/CartModel.swift
      +++ b/ModuleNames/App/CartModel.swift
      @@ -1,13 +1,14 @@ observable-macro (review)
       import SwiftUI
       
      -final class CartModel: ObservableObject {
      +@Observable
      +final class CartModel {
         static let sample = CartModel()
       
      -  @Published var items: [String] = []
      +  var items: [String] = []
       }
       
       struct CartView: View {
      -  @EnvironmentObject var model: CartModel
      +  @Environment(CartModel.self) var model
       
         var body: some View {
           List(model.items, id: \\.self) { Text($0) }
      --- a/ModuleNames/AppTests/CartViewTests.swift
      +++ b/ModuleNames/AppTests/CartViewTests.swift
      @@ -5,7 +5,7 @@ observable-macro (review)
       
       final class CartViewTests: XCTestCase {
         func testCartViewBuildsWithTheSample() {
      -    let view = CartView().environmentObject(CartModel.sample)
      +    let view = CartView().environment(CartModel.sample)
           XCTAssertNotNil(view)
         }
       }

      """)
  }
}
