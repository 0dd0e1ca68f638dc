// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(WidgetKit)
import WidgetKit
#endif

// In a widget a Text of a fixed date (`style: .date`) sizes to its string; a counting Text
// with a fixed width is settled by it, and its height is a line's: the stacks become frames
// (see widget-timer-text for the counting ones).
struct DeadlineWidgetView: View {
    let end: Date

    var body: some View {
        VStack {
            HStack {
                Text(end, style: .date)
                Spacer()
            }
            HStack {
                Spacer()
                Text(end, style: .timer)
                    .frame(width: 60)
            }
            VStack {
                Text(end, style: .relative)
                Spacer()
            }
        }
    }
}
