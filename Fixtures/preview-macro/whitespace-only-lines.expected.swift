// fixture: deployment-target=iOS=17.0
import SwiftUI

// Whitespace-only lines written at the code's indentation (Xcode keeps them unless told to
// trim them) move with the code around them; empty lines stay empty.
struct ShareButtons: View {
    let titles: [String]

    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { Text($0) }
        }
    }
}

#Preview {
    ShareButtons(titles: ["Mail"])
}

#Preview("Rows") {
    VStack(spacing: 16) {
        HStack(spacing: 8) {
            ShareButtons(titles: ["Copy"])
                
            ShareButtons(titles: ["Open"])
                .environment(\.locale, Locale(identifier: "de"))
        }
        

        HStack(spacing: 8) {
            ShareButtons(titles: ["Copy"])
        }
    }
}

#Preview {
    let titles = ["Mail", "Copy"]
    
    return VStack {
        ShareButtons(titles: titles)
        
        ShareButtons(titles: titles.reversed())
    }
}
