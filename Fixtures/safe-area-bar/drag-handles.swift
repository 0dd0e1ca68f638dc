// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// A grabber that is dragged (a capsule, a symbol, a clear hit area) is a drag handle, not a
// bar: the content is meant to scroll under it, so nothing is reported. A symbol that is
// tapped is a control, and is a bar.
struct SheetPanel: View {
    let lines: [String]
    @State private var offset: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                ForEach(lines, id: \.self) { Text($0) }
            }
            VStack(spacing: 0) {
                grabber
                Spacer()
            }
            .frame(height: 44)
            .contentShape(Rectangle())
            .highPriorityGesture(
                DragGesture().onChanged { value in
                    offset = value.translation.height
                }
            )
        }
    }

    private var grabber: some View {
        Capsule()
            .fill(Color.secondary)
            .frame(width: 36, height: 4)
            .padding(.top, 6)
    }
}

struct NotesPanel: View {
    let lines: [String]
    @State private var offset: CGFloat = 0

    var body: some View {
        List(lines, id: \.self) { Text($0) }
            .overlay(alignment: .top) {
                Image(systemName: "line.3.horizontal")
                    .padding(8)
                    .gesture(DragGesture().onEnded { offset = $0.translation.height })
            }
            .overlay(alignment: .bottom) {
                Image(systemName: "xmark.circle")
                    .padding(8)
                    .onTapGesture { offset = 0 }
            }
    }
}
