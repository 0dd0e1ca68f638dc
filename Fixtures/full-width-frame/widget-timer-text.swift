// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(WidgetKit)
import WidgetKit
#endif

// In a widget a Text that keeps counting (`style: .timer`, `.relative` or `.offset`, or
// `timerInterval:`) takes all the width it is offered, whatever its string: flexible, so
// the stack is left alone (see widget-date-text for the others).
struct CountdownWidgetView: View {
    let end: Date

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Text(end, style: .timer)
            }
            HStack {
                Text(end, style: .relative)
                Spacer()
            }
            HStack {
                Text(timerInterval: Date()...end, countsDown: true)
                    .monospacedDigit()
                Spacer()
            }
        }
    }
}
