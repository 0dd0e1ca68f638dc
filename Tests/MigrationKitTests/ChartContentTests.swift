import MigrationKit
import SwiftCST
import XCTest

/// `ChartContent.isChartContent`: the base of a modifier is chart content when it starts
/// from a mark, or is written in a `Chart { … }` builder (through `ForEach`) or in a
/// declaration of chart content; a view in an annotation, an overlay or the `Chart` view
/// itself is not.
final class ChartContentTests: XCTestCase {
  private let file = SourceFile(
    text: """
      struct Screen: View {
        var body: some View {
          Chart {
            BarMark(x: .value("a", 1), y: .value("b", 2)).foregroundStyle(.red).cornerRadius(1)
            Charts.RuleMark(y: .value("t", 3)).cornerRadius(2)
            Band().cornerRadius(3)
            ForEach(items) { item in
              Band().cornerRadius(4)
            }
            if shows {
              Band().cornerRadius(5)
            }
            PointMark(x: .value("a", 1), y: .value("b", 2)).annotation {
              Text("peak").padding(2).cornerRadius(6)
            }
          }
          .chartOverlay { proxy in Rectangle().cornerRadius(7) }
          .cornerRadius(8)
          List {
            ForEach(items) { item in Row().cornerRadius(9) }
          }
        }
        var band: some ChartContent { Band().cornerRadius(10) }
        @ChartContentBuilder var bands: some ChartContent { Band().cornerRadius(11) }
        func marks() -> some Charts.ChartContent { Band().cornerRadius(12) }
        var card: some View { Band().cornerRadius(13) }
        func row() -> some View { let b = Band().cornerRadius(14); return b }
      }
      let loose = Band().cornerRadius(15)
      """)

  /// For each `cornerRadius(n)` call, in the order of `n`, whether its base is chart content.
  private func answers() -> [Int: Bool] {
    var result: [Int: Bool] = [:]
    for call in file.calls(named: "cornerRadius") {
      guard let access = call.memberAccess, let base = access.base,
        let radius = call.arguments.first?.expression.flatMap({ Int($0.text) })
      else { continue }
      result[radius] = ChartContent.isChartContent(base)
    }
    return result
  }

  func testMarksAndTheChartBuilderAreChartContentViewsAreNot() {
    XCTAssertEqual(
      answers(),
      [
        1: true, 2: true, 3: true, 4: true, 5: true, 6: false, 7: false, 8: false, 9: false,
        10: true, 11: true, 12: true, 13: false, 14: false, 15: false,
      ])
  }
}
