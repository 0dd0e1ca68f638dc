// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct Poster: View {
	var body: some View {
		Image("poster")
			.resizable()
			#if os(macOS)
			.clipShape(.rect(cornerRadius: 4))
			#else
			.clipShape(.rect(cornerRadius: 10))
			.shadow(radius: 3)
			#endif
	}
}
