#version 440
// Each texel of the raster holds a palette index (red, green, blue bytes, least significant
// first); the pixel takes that entry's colour, opaque. Entry 0 is the background.
layout(location = 0) in vec2 rasterCoord;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 matrix;
    float opacity;
    vec2 paletteSize;
};

layout(binding = 1) uniform sampler2D raster;
layout(binding = 2) uniform sampler2D palette;

void main()
{
    vec3 bytes = floor(texture(raster, rasterCoord).rgb * 255.0 + 0.5);
    float index = bytes.r + bytes.g * 256.0 + bytes.b * 65536.0;
    float row = floor(index / paletteSize.x);
    float column = index - row * paletteSize.x;
    fragColor = texture(palette, vec2((column + 0.5) / paletteSize.x, (row + 0.5) / paletteSize.y)) * opacity;
}
