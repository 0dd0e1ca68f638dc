// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(Charts)
import Charts
#endif

/// Swift Charts' `ChartContent.cornerRadius(_:style:)` rounds a mark; it is not View's
/// deprecated modifier, and chart content has no `clipShape`: nothing here changes.
struct Reading {
  let day: String
  let low: Double
  let high: Double
}

struct Band: ChartContent {
  let reading: Reading

  var body: some ChartContent {
    RectangleMark(
      xStart: .value("Start", reading.low), xEnd: .value("End", reading.high),
      yStart: .value("Day", reading.day), yEnd: .value("Day", reading.day)
    )
    .cornerRadius(2)
  }
}

struct RangeChart: View {
  let first: Reading
  let target: Double
  let showsTarget: Bool

  var body: some View {
    Chart {
      BarMark(x: .value("Day", first.day), y: .value("High", first.high))
        .foregroundStyle(.blue)
        .cornerRadius(4, style: .circular)
      Band(reading: first).cornerRadius(6)
    }
  }

  var targetLine: some ChartContent {
    RuleMark(y: .value("Target", target)).cornerRadius(1)
  }

  @ChartContentBuilder var trend: some ChartContent {
    LineMark(x: .value("Day", first.day), y: .value("Low", first.low)).cornerRadius(3)
    if showsTarget {
      band.cornerRadius(2)
    }
  }

  var band: Band { Band(reading: first) }

  func marks() -> some ChartContent {
    AreaMark(x: .value("Day", first.day), y: .value("High", first.high))
      .opacity(0.3)
      .cornerRadius(8)
  }

  var points: some ChartContent {
    PointMark(x: .value("Day", first.day), y: .value("Low", first.low)).cornerRadius(2)
  }
}
