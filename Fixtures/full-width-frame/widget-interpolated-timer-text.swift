// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(WidgetKit)
import WidgetKit
#endif

// In a widget a Text whose string interpolates a counting date (`\(end, style: .relative)`)
// or a counting Text (`\(Text(end, style: .timer))`) keeps counting too, and takes all the
// width it is offered: flexible, so the stacks are left alone, also when a property returns
// the Text (see widget-interpolated-date-text for a date of a fixed style).
struct ReminderWidgetView: View {
    let title: String
    let end: Date

    var body: some View {
        VStack {
            HStack {
                Text("\(title) ends \(end, style: .relative)")
                Spacer()
            }
            HStack {
                Spacer()
                Text("\(Text(title)) in \(Text(end, style: .timer))")
                    .font(.headline)
            }
            HStack {
                countdown
                Spacer(minLength: 0)
            }
        }
    }

    var countdown: some View {
        Text("Back \(Text(end, style: .offset))")
    }
}
