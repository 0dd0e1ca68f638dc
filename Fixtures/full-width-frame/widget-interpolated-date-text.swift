// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(WidgetKit)
import WidgetKit
#endif

// In a widget a Text whose string interpolates a date of a fixed style (`style: .date`), or
// only mentions a timer in its words, sizes to its string: the stacks become frames (see
// widget-interpolated-timer-text for the counting ones).
struct TripWidgetView: View {
    let city: String
    let start: Date

    var body: some View {
        VStack {
            HStack {
                Text("\(city) on \(start, style: .date)")
                Spacer()
            }
            HStack {
                Spacer()
                Text("Set the style: .timer in \(city)")
            }
        }
    }
}
