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
            Text(end, style: .date)
                .frame(maxWidth: .infinity, alignment: .leading)
            Text(end, style: .timer)
                .frame(width: 60)
                .frame(maxWidth: .infinity, alignment: .trailing)
            Text(end, style: .relative)
                .frame(maxHeight: .infinity, alignment: .top)
        }
    }
}
