import SwiftUI

// Blank lines here are empty, as formatters leave them: a stray line of spaces in the moved
// view becomes empty rather than keep its old depth.
struct ExportPanel: View {
    @State private var isExporting = false

    var body: some View {
        VStack {
            Text("Export")

            HStack {
                Spacer()
                Button {
                    isExporting = true
                        
                    print("export started")
                } label: {
                    Label("Export", systemImage: "square.and.arrow.up")
                }
            }
        }
    }
}
