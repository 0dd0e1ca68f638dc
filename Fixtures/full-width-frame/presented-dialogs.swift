// fixture: include-review
import SwiftUI

struct ImportRow: View {
    @State private var isImporting = false
    @State private var lastFile = ""

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button {
                    isImporting.toggle()
                } label: {
                    Image(systemName: "plus")
                }
                .buttonStyle(.borderless)
                .padding([.top, .trailing])
                .fileImporter(
                    isPresented: $isImporting,
                    allowedContentTypes: [.data],
                    allowsMultipleSelection: false
                ) { result in
                    if case let .success(urls) = result, let url = urls.first {
                        lastFile = url.lastPathComponent
                    }
                }
            }
            HStack {
                Text(lastFile)
                    .presentationDetents([.medium])
                Spacer()
            }
        }
    }
}
